namespace DiceRolling.Roles;

/// <summary>
/// Contrato dos atributos padrão de um papel.
/// </summary>
public interface IRoleAttributes
{
    /// <summary>Atributos, com valores base, concedidos aos personagens deste papel.</summary>
    Godot.Collections.Array<RoleAttribute> RoleAttributes { get; set; }
}
