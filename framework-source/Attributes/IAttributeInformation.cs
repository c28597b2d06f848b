namespace DiceRolling.Attributes;

/// <summary>Contrato de nome e descrição de um atributo.</summary>
/// <seealso cref="IAttribute"/>
public interface IAttributeInformation
{
    /// <summary>Nome do atributo.</summary>
    string Name { get; set; }

    /// <summary>Descrição do atributo, ou <c>null</c>.</summary>
    string? Description { get; set; }
}
