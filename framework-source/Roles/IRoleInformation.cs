namespace DiceRolling.Roles;

/// <summary>
/// Contrato de nome e descrição de um papel.
/// </summary>
public interface IRoleInformation
{
    /// <summary>Nome do papel, por exemplo <c>"Fighter"</c>.</summary>
    string Name { get; set; }

    /// <summary>Descrição do papel.</summary>
    string? Description { get; set; }
}
