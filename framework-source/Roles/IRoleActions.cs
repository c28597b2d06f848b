namespace DiceRolling.Roles;

/// <summary>
/// Contrato das ações padrão de um papel.
/// </summary>
public interface IRoleActions
{
    /// <summary>Ações concedidas aos personagens deste papel.</summary>
    Godot.Collections.Array<RoleAction> RoleActions { get; set; }
}
